import "@testing-library/jest-dom";
import { mockMatchMedia } from "./match-media";

// Node-environment tests (scripts/) have no window at all.
if (typeof window !== "undefined" && !window.matchMedia) mockMatchMedia();
