export default { notFound: 'This scenic area does not exist or was withdrawn', of: 'In' };
