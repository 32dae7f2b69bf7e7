export default { notFound: '景区不存在或已下架', of: '所属景区：' };
