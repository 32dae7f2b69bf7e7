export default { notFound: '존재하지 않거나 내려간 관광지입니다', of: '관광지:' };
