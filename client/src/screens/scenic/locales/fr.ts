export default { notFound: "Ce site n'existe pas ou a été retiré", of: 'Site :' };
