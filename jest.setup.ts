import '@testing-library/jest-dom';

// next build sets this from `trailingSlash: true`; next/link reads it when it formats hrefs.
process.env.__NEXT_TRAILING_SLASH = 'true';
