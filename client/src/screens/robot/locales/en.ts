/** The site robot's texts (t('robot.…')). */
export default {
  title: 'Assistant',
  suggested: 'You can ask me',
  placeholder: 'Type your question',
  send: 'Send',
  thinking: 'Thinking…',
  search: 'Search for "{{question}}"',
  failed: 'No answer came back. Please try again later.',
  you: 'You',
  kinds: { PLACE: 'Place', NEWS: 'News', ACTIVITY: 'Event' },
};
