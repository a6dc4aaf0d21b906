// The part of doiuse's interface that scripts/check-css-floor.ts uses (the package ships no types).
declare module 'doiuse' {
  import type { Node, PluginCreator } from 'postcss';

  type Usage = {
    feature: string;
    featureData: { title: string; missing: string; partial: string };
    usage: Node;
    message: string;
  };
  const doiuse: PluginCreator<{ browsers: string[]; onFeatureUsage?: (usage: Usage) => void }>;
  export default doiuse;
}
