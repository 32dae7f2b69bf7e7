/** The search around's texts (t('around.…')). */
export default {
  title: 'Nearby',
  nearMe: 'Near me',
  nearPlace: 'Around "{{name}}"',
  link: 'See what is nearby',
  nearbyLink: "What's near me",
  empty: 'No place found within {{radius}} km',
  noPosition: 'Your position is not available. Turn on location and try again, or search for a place and see what is around it.',
  retry: 'Locate me again',
  searchPlace: 'Search for a place',
};
