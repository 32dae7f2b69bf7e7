/** The guides family's words in every demo site language: names, languages guided in, levels, the menu entry. */
import type { InLanguages } from '../demo.ts';
import type { GuideLevel } from './store.ts';

export const GUIDE_TEXTS = {
  keywordTooLong: (max: number) => `查询关键词不能超过${max}个字`,
} as const;

/** A language's demo guides: family and given names (combined in turn), the languages they may guide in (the first always). */
export interface GuideWords {
  family: readonly string[];
  male: readonly string[];
  female: readonly string[];
  /** "family given" or "familygiven". */
  join(family: string, given: string): string;
  languages: readonly string[];
}

export const GUIDE_WORDS: InLanguages<GuideWords> = {
  CN: {
    family: ['张', '王', '李', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙'],
    male: ['建华', '志强', '海涛', '俊杰', '伟', '明', '国庆', '宇航'],
    female: ['晓燕', '丽娟', '雪梅', '婷', '静', '佳怡', '秀英', '小芳'],
    join: (f, g) => `${f}${g}`,
    languages: ['普通话', '英语', '日语', '韩语', '法语', '德语', '俄语', '四川话'],
  },
  FRENCH: {
    family: ['He', 'Mu', 'He', 'Li', 'Yang', 'Zhao', 'He', 'Wang', 'Mu', 'Zhang', 'Li', 'He'],
    male: ['Jun', 'Wei', 'Ming', 'Xiaolong', 'Qiang', 'Hao', 'Bin', 'Lei'],
    female: ['Xiaoyan', 'Lan', 'Mei', 'Ting', 'Jing', 'Yun', 'Hua', 'Li'],
    join: (f, g) => `${f} ${g}`,
    languages: ['français', 'mandarin', 'anglais', 'naxi', 'espagnol', 'allemand', 'italien', 'japonais'],
  },
  EN: {
    family: ['Li', 'Wang', 'Zhang', 'Liu', 'Chen', 'Huang', 'Mo', 'Wei', 'Tang', 'Qin', 'Lu', 'Pan'],
    male: ['Wei', 'Jun', 'Ming', 'Hao', 'Tao', 'Qiang', 'Bo', 'Kai'],
    female: ['Fang', 'Mei', 'Ling', 'Yan', 'Xia', 'Jing', 'Hui', 'Na'],
    join: (f, g) => `${f} ${g}`,
    languages: ['English', 'Mandarin', 'Zhuang', 'French', 'German', 'Japanese', 'Korean', 'Spanish'],
  },
  JAPANESE: {
    family: ['王', '李', '張', '劉', '陳', '楊', '趙', '周', '呉', '孫', '馬', '胡'],
    male: ['建華', '志強', '海涛', '俊傑', '偉', '明', '国慶', '浩'],
    female: ['暁燕', '麗娟', '雪梅', '婷', '静', '佳怡', '秀英', '芳'],
    join: (f, g) => `${f} ${g}`,
    languages: ['日本語', '中国語', '英語', '韓国語', 'フランス語', 'ドイツ語', 'ロシア語', 'スペイン語'],
  },
  KOREAN: {
    family: ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오'],
    male: ['영철', '성민', '동훈', '준호', '광수', '철수', '민석', '태현'],
    female: ['미숙', '영희', '순자', '지현', '은정', '수진', '혜영', '명옥'],
    join: (f, g) => `${f}${g}`,
    languages: ['한국어', '중국어', '영어', '일본어', '러시아어', '조선어', '프랑스어', '독일어'],
  },
};

/** Urumqi's guides: Uyghur, Kazakh and Han names as the city's guide register writes them. */
export const URUMQI_GUIDES: GuideWords = {
  family: ['买买提', '阿不都', '努尔', '吐尔逊', '王', '李', '张', '马', '艾力', '热合曼', '哈力克', '刘'],
  male: ['江', '伟', '艾尔肯', '亚森', '刚', '斌', '阿里木', '明'],
  female: ['古丽', '阿依努尔', '丽娜', '燕', '帕提古丽', '婷', '萨拉', '娟'],
  join: (f, g) => (/^[王李张马刘]$/.test(f) ? `${f}${g}` : `${g}·${f}`),
  languages: ['普通话', '维吾尔语', '英语', '俄语', '哈萨克语', '日语', '韩语', '土耳其语'],
};

/** The certificate's levels as the site shows them. */
export const LEVEL_NAMES: InLanguages<Readonly<Record<GuideLevel, string>>> = {
  CN: { JUNIOR: '初级导游', INTERMEDIATE: '中级导游', SENIOR: '高级导游', SPECIAL: '特级导游' },
  FRENCH: { JUNIOR: 'Guide débutant', INTERMEDIATE: 'Guide confirmé', SENIOR: 'Guide supérieur', SPECIAL: 'Guide émérite' },
  EN: { JUNIOR: 'Junior guide', INTERMEDIATE: 'Intermediate guide', SENIOR: 'Senior guide', SPECIAL: 'Special-grade guide' },
  JAPANESE: { JUNIOR: '初級ガイド', INTERMEDIATE: '中級ガイド', SENIOR: '上級ガイド', SPECIAL: '特級ガイド' },
  KOREAN: { JUNIOR: '초급 가이드', INTERMEDIATE: '중급 가이드', SENIOR: '고급 가이드', SPECIAL: '특급 가이드' },
};

/** The service-menu entry (menu code GUIDE). */
export const MENU_NAME: InLanguages<string> = {
  CN: '导游查询',
  FRENCH: 'Guides agréés',
  EN: 'Tour guides',
  JAPANESE: 'ガイド検索',
  KOREAN: '가이드 찾기',
};

/** The instructor call's refusal: an id the site has no instructor for. */
export const INSTRUCTOR_TEXTS = {
  notFound: '导师不存在',
} as const;
