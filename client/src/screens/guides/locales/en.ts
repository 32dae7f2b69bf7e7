/** The tour-guide query's texts (t('guides.…')). */
export default {
  title: 'Tour guides',
  results: 'Guides found',
  keyword: 'Name or certificate number',
  keywordHint: "Type a guide's name or certificate number, or leave it empty to see every guide",
  gender: 'Gender',
  genders: { ANY: 'Any', MALE: 'Male', FEMALE: 'Female' },
  search: 'Search',
  intro: "Every licensed guide registered with this site is listed here: check your guide's licence before you set off.",
  empty: 'No guide matches this search',
  searchAgain: 'Search again',
  certificate: 'Certificate {{number}}',
  languages: 'Languages:',
  company: 'Agency:',
  showPhone: 'Show number',
  call: 'Call {{phone}}',
  allGuides: 'All guides',
};
