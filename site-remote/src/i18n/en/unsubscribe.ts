export const unsubscribe = {
  meta: {
    title: 'Unsubscribe from the newsletter',
    description: 'Stop the newsletter with the link from any issue.',
  },
  confirm: {
    eyebrow: 'Newsletter',
    title: 'Unsubscribe from the newsletter?',
    text: 'The newsletter goes to {{email}}. Unsubscribe, and we send no more issues to this address.',
    button: 'Unsubscribe',
  },
  done: {
    eyebrow: 'Newsletter',
    title: 'You have unsubscribed',
    text: '{{email}} will get no more newsletters from us. Changed your mind? You can subscribe again at any time.',
    again: 'Subscribe again',
  },
  invalid: {
    eyebrow: '404',
    title: 'This unsubscribe link does not work',
    text: 'The link may be cut short (some mail programs break long links), or the subscription no longer exists. Nothing was changed. Open the link from the newsletter once more, or write to us and we will unsubscribe you.',
    contact: 'Write to us',
  },
  home: 'Go to the home page',
};
