/**
 * The few line icons the shop front uses, drawn from Lucide (ISC licence, lucide.dev) and kept
 * here as plain SVG paths: a full icon library costs the first page more than these do.
 * Icons are decorative (aria-hidden); the control around them carries the accessible name.
 */
export interface IconProps {
  className?: string;
  strokeWidth?: number;
}

/** A line icon from one SVG path (other icon sets build on it, e.g. icons-extra). */
export function Icon({ d, className = 'size-6', strokeWidth = 2 }: IconProps & { d: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={d} />
    </svg>
  );
}

export const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
const square = (x: number, y: number) =>
  `M${x + 1} ${y}h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1z`;

const paths = {
  chevronLeft: 'm15 18-6-6 6-6',
  chevronRight: 'm9 18 6-6-6-6',
  house:
    'M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  layoutGrid: `${square(3, 3)}${square(14, 3)}${square(14, 14)}${square(3, 14)}`,
  search: `m21 21-4.34-4.34${circle(11, 11, 8)}`,
  x: 'M18 6 6 18M6 6l12 12',
  basket:
    'm15 11-1 9m5-9-4-7M2 11h20m-18.5 0 1.6 7.4a2 2 0 0 0 2 1.6h9.8a2 2 0 0 0 2-1.6l1.7-7.4M4.5 15.5h15M5 11l4-7m0 7 1 9',
  packageOpen:
    'M12 22v-9m3.17-10.79a1.67 1.67 0 0 1 1.63 0L21 4.57a1.93 1.93 0 0 1 0 3.36L8.82 14.79a1.655 1.655 0 0 1-1.64 0L3 12.43a1.93 1.93 0 0 1 0-3.36zM20 13v3.87a2.06 2.06 0 0 1-1.11 1.83l-6 3.08a1.93 1.93 0 0 1-1.78 0l-6-3.08A2.06 2.06 0 0 1 4 16.87V13m17-.57a1.93 1.93 0 0 0 0-3.36L8.83 2.2a1.64 1.64 0 0 0-1.63 0L3 4.57a1.93 1.93 0 0 0 0 3.36l12.18 6.86a1.636 1.636 0 0 0 1.63 0z',
  store:
    'M15 21v-5a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v5m8.774-10.69a1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.451 0 1.12 1.12 0 0 0-1.548 0 2.5 2.5 0 0 1-3.452 0 1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.77-3.248l2.889-4.184A2 2 0 0 1 7 2h10a2 2 0 0 1 1.653.873l2.895 4.192a2.5 2.5 0 0 1-3.774 3.244M4 10.95V19a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8.05',
  searchX: `m13.5 8.5-5 5m0-5 5 5${circle(11, 11, 8)}m18 10-4.3-4.3`,
  wifiOff:
    'M12 20h.01M8.5 16.429a5 5 0 0 1 7 0M5 12.859a10 10 0 0 1 5.17-2.69M19 12.859a10 10 0 0 0-2.007-1.523M2 8.82a15 15 0 0 1 4.177-2.643M22 8.82a15 15 0 0 0-11.288-3.764M2 2l20 20',
  alert: `${circle(12, 12, 10)}M12 8v4m0 4h.01`,
  plus: 'M5 12h14M12 5v14',
  minus: 'M5 12h14',
  trash:
    'M3 6h18m-2 0v14c0 1-1 2-2 2H7c-1 0-2-1-2-2V6m3 0V4c0-1 1-2 2-2h4c1 0 2 1 2 2v2M10 11v6m4-6v6',
  shoppingCart: `${circle(8, 21, 1)}${circle(19, 21, 1)}M2.05 2.05h2l2.66 12.42a2 2 0 0 0 2 1.58h9.78a2 2 0 0 0 1.95-1.57l1.65-7.43H5.12`,
  tag: `M12.586 2.586A2 2 0 0 0 11.172 2H4a2 2 0 0 0-2 2v7.172a2 2 0 0 0 .586 1.414l8.704 8.704a2.426 2.426 0 0 0 3.42 0l6.58-6.58a2.426 2.426 0 0 0 0-3.42z${circle(7.5, 7.5, 0.5)}`,
  bell: 'M10.268 21a2 2 0 0 0 3.464 0M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326',
  receipt:
    'M4 2v20l2-1 2 1 2-1 2 1 2-1 2 1 2-1 2 1V2l-2 1-2-1-2 1-2-1-2 1-2-1-2 1ZM14 8H8m8 4H8m5 4H8',
  wrench:
    'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.106-3.105c.32-.322.863-.22.983.218a6 6 0 0 1-8.259 7.057l-7.91 7.91a1 1 0 0 1-2.999-3l7.91-7.91a6 6 0 0 1 7.057-8.259c.438.12.54.662.219.984z',
};

export const ChevronLeftIcon = (props: IconProps) => <Icon d={paths.chevronLeft} {...props} />;
export const ChevronRightIcon = (props: IconProps) => <Icon d={paths.chevronRight} {...props} />;
export const HouseIcon = (props: IconProps) => <Icon d={paths.house} {...props} />;
export const LayoutGridIcon = (props: IconProps) => <Icon d={paths.layoutGrid} {...props} />;
export const SearchIcon = (props: IconProps) => <Icon d={paths.search} {...props} />;
export const CloseIcon = (props: IconProps) => <Icon d={paths.x} {...props} />;
export const BasketIcon = (props: IconProps) => <Icon d={paths.basket} {...props} />;
export const PackageOpenIcon = (props: IconProps) => <Icon d={paths.packageOpen} {...props} />;
export const StoreIcon = (props: IconProps) => <Icon d={paths.store} {...props} />;
export const SearchXIcon = (props: IconProps) => <Icon d={paths.searchX} {...props} />;
export const WifiOffIcon = (props: IconProps) => <Icon d={paths.wifiOff} {...props} />;
export const WrenchIcon = (props: IconProps) => <Icon d={paths.wrench} {...props} />;
export const AlertIcon = (props: IconProps) => <Icon d={paths.alert} {...props} />;
export const PlusIcon = (props: IconProps) => <Icon d={paths.plus} {...props} />;
export const MinusIcon = (props: IconProps) => <Icon d={paths.minus} {...props} />;
export const TrashIcon = (props: IconProps) => <Icon d={paths.trash} {...props} />;
export const ShoppingCartIcon = (props: IconProps) => <Icon d={paths.shoppingCart} {...props} />;
export const TagIcon = (props: IconProps) => <Icon d={paths.tag} {...props} />;
export const BellIcon = (props: IconProps) => <Icon d={paths.bell} {...props} />;
export const ReceiptIcon = (props: IconProps) => <Icon d={paths.receipt} {...props} />;
