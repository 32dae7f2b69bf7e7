/**
 * The Chengdu site's study-tour instructors (研学导师): who leads a school group through the
 * city's museums, heritage workshops and nature reserves, and what they teach. Ids from 158001.
 */
import type { InstructorRow } from './store.ts';

export const FIRST_INSTRUCTOR_ID = 158001;

type DemoInstructor = Omit<InstructorRow, 'id' | 'site_code' | 'sort'>;

export const CHENGDU_INSTRUCTORS: readonly DemoInstructor[] = [
  {
    name: '陈思远',
    sex: 1,
    title: '高级研学导师',
    organisation: '成都金沙遗址博物馆',
    subjects: '古蜀文明,考古入门,文物修复体验',
    years: 12,
    introduction:
      '<p>从事古蜀文明研究与教育十二年，带领中小学生走进金沙遗址的发掘现场与文物修复室，讲述太阳神鸟金饰背后的故事。</p><p>主讲课程：《跟着考古学家读古蜀》《一件文物的修复》。</p>',
    photo: 'instructor-158001',
  },
  {
    name: '刘雪梅',
    sex: 2,
    title: '非遗传承研学导师',
    organisation: '成都蜀锦织绣博物馆',
    subjects: '蜀锦织造,蜀绣针法,非遗传承',
    years: 9,
    introduction: '<p>蜀锦织造技艺传承人弟子，设计了“一根丝线的旅程”研学课程，学生在老织机前亲手织出一段蜀锦纹样。</p>',
    photo: 'instructor-158002',
  },
  {
    name: '王海涛',
    sex: 1,
    title: '自然教育研学导师',
    organisation: '成都大熊猫繁育研究基地',
    subjects: '大熊猫保护,生态观察,野外安全',
    years: 8,
    introduction: '<p>动物学硕士，长期参与大熊猫饲养与科普工作。课程包括清晨观察熊猫行为、制作竹子营养餐与野化放归科普。</p>',
    photo: 'instructor-158003',
  },
  {
    name: '杨佳怡',
    sex: 2,
    title: '研学导师',
    organisation: '杜甫草堂博物馆',
    subjects: '唐诗,书法,园林艺术',
    years: 6,
    introduction: '<p>中文系毕业，在草堂的花径与茅屋间讲杜甫的诗与人生，带学生临写诗碑、创作自己的诗笺。</p>',
    photo: 'instructor-158004',
  },
  {
    name: '赵国庆',
    sex: 1,
    title: '高级研学导师',
    organisation: '都江堰水利工程研学基地',
    subjects: '水利工程,科学探究,地理',
    years: 15,
    introduction: '<p>水利工程师出身，用模型与实地考察讲解鱼嘴分水、飞沙堰泄洪与宝瓶口引水，让学生理解两千多年前的工程智慧。</p>',
    photo: 'instructor-158005',
  },
  {
    name: '周晓燕',
    sex: 2,
    title: '研学导师',
    organisation: '四川博物院',
    subjects: '巴蜀历史,汉代画像砖,博物馆教育',
    years: 7,
    introduction: '<p>博物馆教育专员，带学生从汉代画像砖里读成都人的衣食住行，并动手拓印画像砖纹样。</p>',
    photo: 'instructor-158006',
  },
];
