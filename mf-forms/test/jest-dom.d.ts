// Types of the jest-dom matchers that shared/build/jest-setup-dom.cjs installs.
/// <reference types="@testing-library/jest-dom" />
