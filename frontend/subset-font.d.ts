// subset-font 2.9 (harfbuzz's hb-subset): the options font-subsets.ts uses.
declare module "subset-font" {
  type Options = {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
