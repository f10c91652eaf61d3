export const notFound = {
  meta: {
    title: 'Page Not Found',
    description: "The page you're looking for doesn't exist or has been moved.",
  },
  code: '404',
  title: 'Page Not Found',
  message: "The page you're looking for doesn't exist or has been moved.",
  backHome: 'Back to Home',
  goBack: 'Go Back',
};
