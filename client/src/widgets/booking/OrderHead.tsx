import type { ReactNode } from 'react';
import { Img } from '../Img';

/** The head card of an order page: the thumbnail, the name, then the lines given (price, date, …). */
export function OrderHead({
  image,
  name,
  children,
}: {
  image: { readonly url: string; readonly alt: string } | null | undefined;
  name: string | null | undefined;
  children?: ReactNode;
}) {
  return (
    <section className="detail__card order-head">
      <Img src={image?.url} alt={image?.alt || name || ''} className="order-head__img" />
      <div className="order-head__body">
        <h1 className="order-head__name">{name}</h1>
        {children}
      </div>
    </section>
  );
}
