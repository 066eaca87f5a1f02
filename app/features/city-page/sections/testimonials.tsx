import type { UseEmblaCarouselType } from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from "react";
import { SectionShell } from "~/components/section-shell";
import { testimonialsCopy as copy } from "~/content/city-sections";
import { shownItems, type Testimonial } from "~/domain/page-testimonials";
import { cn } from "~/lib/cn";
import { useMediaQuery } from "../components/schedule/use-media-query";
import type { SectionProps } from "../types";
import type { EmblaOptionsType } from "./testimonials-engine";
import { useRevealOnce } from "./use-reveal-once";

/** Testimonial layout switch (spec: 1024 px) and carousel timing. */
const GRID_QUERY = "(min-width: 1024px)";
const AUTOPLAY_MS = 4500;
const STAGGER_MS = 150;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;
type EmblaEventType = Parameters<EmblaCarouselType["on"]>[0];

/**
 * 'What People Are Saying'. Both layouts are rendered on the server so the quotes are in the HTML
 * and nothing moves on hydration: a grid at 1024 px and up, a looping carousel below. The quotes are
 * the event's own (its page configuration): none set, or still marked sample, and the section is not drawn.
 */
export function TestimonialsSection({ event }: SectionProps) {
  const testimonials = shownItems(event.page.testimonials);
  if (testimonials.length === 0) return null;
  return (
    <SectionShell id="testimonials" title={copy.title}>
      <TestimonialGrid items={testimonials} />
      <TestimonialCarousel items={testimonials} />
    </SectionShell>
  );
}

function TestimonialGrid({ items }: { items: readonly Testimonial[] }) {
  const reveal = useRevealOnce<HTMLUListElement>();
  return (
    <ul ref={reveal} className="group hidden gap-6 lg:grid lg:grid-cols-3" data-testid="testimonials-grid">
      {items.map((t, i) => (
        <li
          key={i}
          style={{ transitionDelay: `${i * STAGGER_MS}ms` }}
          className="group-data-[reveal=hidden]:translate-y-6 group-data-[reveal=hidden]:opacity-0 motion-safe:group-data-[reveal=shown]:transition motion-safe:group-data-[reveal=shown]:duration-700 motion-safe:group-data-[reveal=shown]:ease-out"
        >
          <TestimonialCard testimonial={t} />
        </li>
      ))}
    </ul>
  );
}

function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-white/10 bg-stage-900 p-6">
      <Quote aria-hidden className="size-8 shrink-0 text-spot-400" />
      <blockquote className="mt-4 flex-1 text-neutral-200">
        <p>“{t.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        {t.pictureSrc && <img src={t.pictureSrc} width={64} height={64} alt="" loading="lazy" decoding="async" className="size-14 shrink-0 rounded-full" />}
        <div className="min-w-0">
          <h3 className="font-bold text-white">{t.name}</h3>
          <p className="text-sm text-neutral-300">{t.role}</p>
          {t.instagram && (
            <p className="truncate text-sm text-spot-300">
              <span className="sr-only">Instagram </span>@{t.instagram}
            </p>
          )}
        </div>
      </figcaption>
    </figure>
  );
}

const carouselOptions: EmblaOptionsType = { loop: true, breakpoints: { [GRID_QUERY]: { active: false } } };
const autoplayOptions = { delay: AUTOPLAY_MS, stopOnInteraction: true, stopOnMouseEnter: true };
/** How far ahead of the screen the carousel starts loading embla. */
const ENGINE_MARGIN = "50% 0px";

const loadEngine = () => import("./testimonials-engine");
const EmblaEngine = lazy(loadEngine);

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True on the server and until hydration: autoplay starts only once the browser says motion is welcome. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

const SELECT_EVENTS: EmblaEventType[] = ["select", "reInit"];
const AUTOPLAY_EVENTS: EmblaEventType[] = ["autoplay:play", "autoplay:stop", "reInit"];

/** A value read from the carousel, kept current by its events; `fallback` on the server and before init. */
function useEmblaValue<T>(api: EmblaCarouselType | undefined, events: EmblaEventType[], read: (api: EmblaCarouselType) => T, fallback: T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      // Read after the event: the autoplay plugin emits play and stop before it updates isPlaying().
      let live = true;
      const notify = () => queueMicrotask(() => live && onChange());
      for (const e of events) api.on(e, notify);
      return () => {
        live = false;
        for (const e of events) api.off(e, notify);
      };
    },
    [api, events],
  );
  return useSyncExternalStore(
    subscribe,
    () => (api ? read(api) : fallback),
    () => fallback,
  );
}

const readSelected = (api: EmblaCarouselType) => api.selectedScrollSnap();
/** The autoplay plugin, if it runs: an inactive carousel (grid layout) has no plugins at all. */
const autoplayOf = (api: EmblaCarouselType | undefined) => (api?.plugins() as ReturnType<EmblaCarouselType["plugins"]> | undefined)?.autoplay;
const readPlaying = (api: EmblaCarouselType) => autoplayOf(api)?.isPlaying() ?? false;
const readHasAutoplay = (api: EmblaCarouselType) => Boolean(autoplayOf(api));

/**
 * Below 1024 px a looping carousel. Embla (about 8 KB compressed) is not part of the page's first
 * load: it loads as the carousel nears the screen, or at a first touch on it. Until then the
 * carousel moves its slides itself (dots, arrows, keys and autoplay, the same rules), and embla
 * takes over at the slide shown, adding dragging and swiping.
 */
function TestimonialCarousel({ items }: { items: readonly Testimonial[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const grid = useMediaQuery(GRID_QUERY);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const track = useRef<HTMLDivElement>(null);
  const handedOverRef = useRef(false);
  const [engineWanted, setEngineWanted] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType>();
  // Before embla: the slide shown, and whether the visitor stopped autoplay (any control, hover or touch does).
  const [liteIndex, setLiteIndex] = useState(0);
  const [liteStopped, setLiteStopped] = useState(false);
  const [handedOver, setHandedOver] = useState(false);
  /** The carousel moves its own slides: embla has not taken over, and the layout is the carousel. */
  const lite = !handedOver && !api && !grid;
  const liteAutoplay = !reducedMotion && !grid && items.length > 1;

  const emblaSelected = useEmblaValue(api, SELECT_EVENTS, readSelected, 0);
  const emblaPlaying = useEmblaValue(api, AUTOPLAY_EVENTS, readPlaying, false);
  const emblaHasAutoplay = useEmblaValue(api, AUTOPLAY_EVENTS, readHasAutoplay, false);
  const selected = api ? emblaSelected : liteIndex;
  const playing = api ? emblaPlaying : liteAutoplay && !liteStopped;
  const hasAutoplay = api ? emblaHasAutoplay : liteAutoplay;

  // Load embla as the carousel nears the screen (a hidden carousel, in the grid layout, never does).
  useEffect(() => {
    if (!viewport || engineWanted || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setEngineWanted(true), {
      rootMargin: ENGINE_MARGIN,
    });
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport, engineWanted]);

  // Until embla runs: autoplay, paused while the tab is hidden.
  useEffect(() => {
    if (!lite || !liteAutoplay || liteStopped) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== "hidden") setLiteIndex((i) => (i + 1) % items.length);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [lite, liteAutoplay, liteStopped, items.length]);

  // Until embla runs: show the selected slide (the track moves by one slide width per step).
  useEffect(() => {
    const slides = track.current;
    // Embla may have taken over earlier in this same commit (its effect runs before this one).
    if (!lite || !slides || handedOverRef.current) return;
    slides.style.transition = reducedMotion ? "" : "transform 450ms ease-out";
    slides.style.transform = liteIndex === 0 ? "" : `translate3d(${-100 * liteIndex}%, 0, 0)`;
  }, [lite, liteIndex, reducedMotion]);

  // Embla positions the slides from its start on: drop the transform and transition set above.
  const handOver = useCallback(() => {
    handedOverRef.current = true;
    setHandedOver(true);
    const slides = track.current;
    if (!slides) return;
    // "none", not "": the slide-in transition must not animate embla's own positioning.
    slides.style.transition = "none";
    slides.style.transform = "";
  }, []);

  /** Any control the visitor uses stops autoplay for good (stopOnInteraction). */
  const go = (move: (api: EmblaCarouselType, jump: boolean) => void, liteTarget: (index: number) => number) => {
    if (!api) {
      if (!lite) return;
      setLiteStopped(true);
      setLiteIndex((i) => (liteTarget(i) + items.length) % items.length);
      return;
    }
    autoplayOf(api)?.stop();
    move(api, reducedMotion);
  };
  const previous = () => go((a, jump) => a.scrollPrev(jump), (i) => i - 1);
  const next = () => go((a, jump) => a.scrollNext(jump), (i) => i + 1);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "ArrowLeft") previous();
    else if (e.key === "ArrowRight") next();
    else return;
    e.preventDefault();
  };
  const toggleAutoplay = () => {
    if (!api) {
      if (lite) setLiteStopped((stopped) => !stopped);
      return;
    }
    const autoplay = autoplayOf(api);
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  };
  // A touch or a pointer on the slides is the start of a drag: stop autoplay and fetch embla at once.
  const onPointerDown = () => {
    if (api) return;
    setLiteStopped(true);
    setEngineWanted(true);
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={copy.carouselLabel}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-2xl lg:hidden"
      data-testid="testimonials-carousel"
    >
      {/* relative: the viewport is the containing block of the slides' absolutely positioned text, so it clips it too. */}
      <div
        ref={setViewport}
        className="relative overflow-hidden"
        onPointerDown={onPointerDown}
        onMouseEnter={api ? undefined : () => setLiteStopped(true)}
      >
        <div ref={track} className="-ml-4 flex touch-pan-y" aria-live={playing ? "off" : "polite"}>
          {items.map((t, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={copy.slideLabel(i + 1, items.length)}
              className="relative min-w-0 shrink-0 grow-0 basis-full pl-4"
            >
              <TestimonialCard testimonial={t} />
            </div>
          ))}
        </div>
      </div>
      <div className="relative mt-6 flex items-center justify-center gap-2">
        <ControlButton label={copy.previous} onClick={previous}>
          <ChevronLeft aria-hidden className="size-5" />
        </ControlButton>
        <div className="flex items-center">
          {items.map((_, i) => (
            <button
              key={i}
              type="button"
              aria-label={copy.goTo(i + 1)}
              aria-current={i === selected ? "true" : undefined}
              onClick={() => go((a, jump) => a.scrollTo(i, jump), () => i)}
              className="group flex size-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden
                className={cn(
                  "block size-2.5 rounded-full transition-all",
                  i === selected ? "w-6 bg-spot-400" : "bg-white/40 group-hover:bg-white/70",
                )}
              />
            </button>
          ))}
        </div>
        <ControlButton label={copy.next} onClick={next}>
          <ChevronRight aria-hidden className="size-5" />
        </ControlButton>
        {hasAutoplay && (
          // Out of the flow, so it appears after hydration without moving the other controls.
          <ControlButton label={playing ? copy.pause : copy.play} onClick={toggleAutoplay} className="absolute right-0">
            {playing ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
          </ControlButton>
        )}
      </div>
      {engineWanted && viewport && (
        <Suspense fallback={null}>
          <EmblaEngine
            viewport={viewport}
            onHandOver={handOver}
            options={carouselOptions}
            startIndex={liteIndex}
            autoplay={reducedMotion ? null : autoplayOptions}
            startStopped={liteStopped}
            onApi={setApi}
          />
        </Suspense>
      )}
    </div>
  );
}

function ControlButton({ label, onClick, className, children }: { label: string; onClick: () => void; className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn("inline-flex size-10 items-center justify-center rounded-full border border-white/20 text-white hover:bg-white/10", className)}
    >
      {children}
    </button>
  );
}
