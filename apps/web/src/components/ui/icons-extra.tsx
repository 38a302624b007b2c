import { circle, Icon, type IconProps } from './icons';

/**
 * Line icons only some lazily loaded screens use (checkout, orders), kept out of the first
 * download's icon set. Lucide paths (ISC licence), decorative like the others.
 */
const paths = {
  creditCard: 'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM2 10h20',
  banknote: `M4 6h16a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z${circle(12, 12, 2)}M6 12h.01M18 12h.01`,
  wallet:
    'M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4',
  truck: `M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2m10 0H9m10 0h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14${circle(17, 18, 2)}${circle(7, 18, 2)}`,
  check: 'M20 6 9 17l-5-5',
  calendar:
    'M8 2v4m8-4v4M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM3 10h18',
  mapPin: `M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0${circle(12, 10, 3)}`,
  flask:
    'M14 2v6a2 2 0 0 0 .245.96l5.51 10.08A2 2 0 0 1 18 22H6a2 2 0 0 1-1.755-2.96l5.51-10.08A2 2 0 0 0 10 8V2M6.453 15h11.094M8.5 2h7',
  messageCircle: 'M7.9 20A9 9 0 1 0 4 16.1L2 22Z',
  store:
    'M2 7l1.5-4h17L22 7M2 7h20M2 7v2a3 3 0 0 0 6 0 3 3 0 0 0 4 2.83A3 3 0 0 0 16 9a3 3 0 0 0 6 0V7M4 12v9h16v-9M9 21v-5h6v5',
  buildingBank: 'M3 21h18M3 10h18M5 6l7-3 7 3M4 10v11M20 10v11M8 14v3M12 14v3M16 14v3',
};

export const CreditCardIcon = (props: IconProps) => <Icon d={paths.creditCard} {...props} />;
export const BanknoteIcon = (props: IconProps) => <Icon d={paths.banknote} {...props} />;
export const WalletIcon = (props: IconProps) => <Icon d={paths.wallet} {...props} />;
export const TruckIcon = (props: IconProps) => <Icon d={paths.truck} {...props} />;
export const CheckIcon = (props: IconProps) => <Icon d={paths.check} {...props} />;
export const CalendarIcon = (props: IconProps) => <Icon d={paths.calendar} {...props} />;
export const MapPinIcon = (props: IconProps) => <Icon d={paths.mapPin} {...props} />;
export const FlaskIcon = (props: IconProps) => <Icon d={paths.flask} {...props} />;
export const StoreIcon = (props: IconProps) => <Icon d={paths.store} {...props} />;
export const BuildingBankIcon = (props: IconProps) => <Icon d={paths.buildingBank} {...props} />;
export const MessageCircleIcon = (props: IconProps) => <Icon d={paths.messageCircle} {...props} />;
