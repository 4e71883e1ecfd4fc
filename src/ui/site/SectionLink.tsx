/**
 * A link to a landing-page section: a plain `#id` anchor on the landing page itself (smooth in-page
 * scroll), a router link to `/#id` elsewhere (the landing page scrolls to the hash once rendered).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function SectionLink(props: { id: string; onLanding: boolean; className?: string; onClick?: () => void; children: ReactNode }) {
  if (props.onLanding) {
    return (
      <a href={`#${props.id}`} className={props.className} onClick={props.onClick}>
        {props.children}
      </a>
    );
  }
  return (
    <Link to={{ pathname: '/', hash: `#${props.id}` }} className={props.className} onClick={props.onClick}>
      {props.children}
    </Link>
  );
}
