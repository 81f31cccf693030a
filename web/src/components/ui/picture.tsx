// TEMPORARY placeholder by the lead so the shell builds; the image-pipeline engineer replaces this file.
export function Picture(props: { id: string; alt: string; sizes?: string; priority?: boolean; className?: string; imgClassName?: string }) {
  return <img src={`/img/${props.id}-320.webp`} alt={props.alt} className={props.imgClassName} width={320} height={320} loading="lazy" />;
}
