import type { IGatsbyImageData } from "gatsby-plugin-image";

/** A fragment's data with its `image` File replaced by the image data the page picked from it. */
export type WithImage<T> = Omit<T, "image"> & { image: IGatsbyImageData | null | undefined };
