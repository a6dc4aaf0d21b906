import { ArticlePage } from '../../features/pages/article';

export function Component() {
  return <ArticlePage name="privacy" />;
}
