import type { IconNode } from 'lucide';

/**
 * A decorative icon drawn from Lucide's icon data: the text beside it carries the meaning, so it
 * is hidden from assistive tech. On the server it adds no JavaScript to a page.
 */
export function IconSvg({ node, className }: { node: IconNode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className ? `icon ${className}` : 'icon'}
    >
      {node.map(([Tag, attributes], index) => (
        <Tag key={index} {...attributes} />
      ))}
    </svg>
  );
}
