import { test } from "node:test";
import assert from "node:assert/strict";
import { contrast, luminance } from "./contrast.js";

test("contrast matches hand-computed WCAG ratios", () => {
  assert.equal(contrast("#000000", "#ffffff").toFixed(1), "21.0");
  assert.equal(contrast("#1456b8", "#1456b8"), 1);
  // #777777: luminance ((0x77/255 + 0.055) / 1.055) ** 2.4 = 0.1845 -> 1.05 / 0.2345
  assert.equal(luminance("#777777").toFixed(4), "0.1845");
  assert.equal(contrast("#777777", "#ffffff").toFixed(2), "4.48");
  assert.equal(contrast("ffffff", "#767676").toFixed(2), "4.54");
});
