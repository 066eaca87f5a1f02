import Autoplay, { type AutoplayOptionsType } from "embla-carousel-autoplay";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useMemo, useState } from "react";

export type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;
export type EmblaOptionsType = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/**
 * The testimonial carousel's embla engine, in its own chunk: the carousel loads it as it nears the
 * screen (or at a first touch) and hands over to it at the slide it shows. Draws nothing; it runs
 * embla on the server-rendered viewport and reports the API. Autoplay starts stopped if the
 * visitor already stopped it.
 */
export default function EmblaEngine({
  viewport,
  onHandOver,
  options,
  startIndex,
  autoplay,
  startStopped,
  onApi,
}: {
  viewport: HTMLElement;
  /** Called just before embla starts: the carousel stops moving the slides itself. */
  onHandOver: () => void;
  options: EmblaOptionsType;
  startIndex: number;
  /** Autoplay's options, or null for none (reduced motion). */
  autoplay: Partial<AutoplayOptionsType> | null;
  startStopped: boolean;
  onApi: (api: EmblaCarouselType | undefined) => void;
}) {
  // What the carousel showed at hand-over; later changes are embla's own.
  const [initial] = useState(() => ({ options: { ...options, startIndex }, playOnInit: !startStopped }));
  const plugins = useMemo(() => (autoplay ? [Autoplay({ ...autoplay, playOnInit: initial.playOnInit })] : []), [autoplay, initial]);
  const [emblaRef, api] = useEmblaCarousel(initial.options, plugins);

  useEffect(() => {
    onHandOver();
    emblaRef(viewport);
  }, [emblaRef, viewport, onHandOver]);

  useEffect(() => onApi(api), [api, onApi]);
  useEffect(() => () => onApi(undefined), [onApi]);
  return null;
}
