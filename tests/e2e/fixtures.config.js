// The storage fixtures' maker (fixtures/make.spec.js): the tests' settings, its own folder.
import base from "./playwright.config.js";

export default { ...base, testDir: "./fixtures", workers: 1 };
