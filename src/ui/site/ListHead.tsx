/** A public list page's head: the icon link back, the page's title and its lead line. */
import { Link } from 'react-router-dom';
import { ArrowLeft } from '../icons';

/** `prefix` names the page's head classes (`discover-head`, `discover-lead`). */
export function ListHead(props: { prefix: 'discover' | 'tag'; backTo: string; backLabel: string; title: string; lead: string | null }) {
  return (
    <div className={`${props.prefix}-head`}>
      <Link to={props.backTo} className="icon-btn back-link" aria-label={props.backLabel}>
        <ArrowLeft size={18} aria-hidden="true" />
      </Link>
      <div>
        <h1>{props.title}</h1>
        {props.lead && <p className={`${props.prefix}-lead`}>{props.lead}</p>}
      </div>
    </div>
  );
}
