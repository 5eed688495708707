// Types of the jest-dom matchers that shared/build/jest-setup-dom.cjs installs.
import '@testing-library/jest-dom';
