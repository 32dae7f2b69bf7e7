/** The storefront's addresses: the list (of one category) and a product's page. */
export const storefrontPath = (category: string | null) => (category ? `/dpq-shop?category=${category}` : '/dpq-shop');
export const productPath = (upstreamId: string) => `/dpq-shop/${encodeURIComponent(upstreamId)}`;
