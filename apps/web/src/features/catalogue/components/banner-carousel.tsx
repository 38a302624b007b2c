import type { Banner } from '@canasta/contract';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { es } from '../../../i18n/es';
import { cn } from '../../../lib/cn';
import { useBanners } from '../api/get-banners';
import { IMAGE_SIZES } from '../image-sizes';

/** Banner pictures are 1200×500. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 500;

/**
 * The store's banners as a swipeable strip (CSS scroll-snap, no carousel library). No autoplay:
 * shoppers move it themselves. Banners are extras, so a failed load just leaves the space out.
 */
export function BannerCarousel({ storeId }: { storeId: number }) {
  const { data: banners, status } = useBanners(storeId);
  if (status === 'pending') {
    return <Skeleton className="aspect-[12/5] w-full rounded-2xl" />;
  }
  if (!banners || banners.length === 0) return null;
  return <BannerStrip banners={banners} />;
}

function BannerStrip({ banners }: { banners: Banner[] }) {
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const single = banners.length === 1;

  const onScroll = () => {
    const element = strip.current;
    const first = element?.firstElementChild;
    if (!element || !(first instanceof HTMLElement)) return;
    const step = first.offsetWidth + 12;
    setCurrent(Math.min(banners.length - 1, Math.round(element.scrollLeft / step)));
  };

  const goTo = (index: number) => {
    const target = strip.current?.children.item(index);
    target?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
  };

  return (
    <section
      aria-roledescription={es.banners.carousel}
      aria-label={es.banners.label}
      className="flex flex-col gap-2"
    >
      <ul
        ref={strip}
        onScroll={single ? undefined : onScroll}
        className="scrollbar-none -mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4"
      >
        {banners.map((banner, index) => (
          <li
            key={banner.id}
            aria-roledescription={es.banners.slide}
            aria-label={es.banners.slideLabel(index + 1, banners.length)}
            className={cn('shrink-0 snap-start', single ? 'w-full' : 'w-[88%] sm:w-[70%]')}
          >
            <BannerLink href={banner.link_url}>
              <ResponsiveImage
                sources={banner.image_sources}
                sizes={IMAGE_SIZES.banner}
                src={banner.image_url}
                // The offer is written over the picture, so the picture itself says nothing more.
                alt=""
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                // The first is the page's largest paint: drawn with the frame it arrives for.
                decoding={index === 0 ? 'auto' : 'async'}
                className="aspect-[12/5] h-auto w-full rounded-2xl bg-primary-soft object-cover"
              />
              <BannerOffer text={banner.alt} linked={banner.link_url !== null} />
            </BannerLink>
          </li>
        ))}
      </ul>
      {single ? null : (
        <div className="flex justify-center">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              aria-label={es.banners.goTo(index + 1)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => {
                goTo(index);
              }}
              className="flex size-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-2 rounded-full transition-all',
                  index === current ? 'w-5 bg-dark' : 'w-2 bg-dark/30',
                )}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * The banner's offer (its `alt`, DESIGN §5 has no title field) as real text over the picture's
 * calm left side: pictures carry no text, since fonts may be missing where they are made, and
 * text in a picture can't be read aloud or zoomed.
 */
function BannerOffer({ text, linked }: { text: string; linked: boolean }) {
  return (
    <span className="absolute inset-0 flex flex-col items-start justify-center gap-2 rounded-2xl bg-gradient-to-r from-dark/85 via-dark/55 to-transparent p-4 pr-[38%]">
      <span className="line-clamp-3 text-[15px] font-bold leading-snug text-white">{text}</span>
      {linked ? (
        <span
          aria-hidden="true"
          className="rounded-full bg-white px-3 py-1 text-xs font-bold text-dark"
        >
          {es.banners.cta}
        </span>
      ) : null}
    </span>
  );
}

/** Links inside the shop go through the router; anything else opens as a normal link. */
function BannerLink({ href, children }: { href: string | null; children: ReactNode }) {
  const className = 'relative block rounded-2xl';
  if (!href) return <div className={className}>{children}</div>;
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}
