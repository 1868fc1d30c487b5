import en from '../../messages/en.json';
import km from '../../messages/km.json';

/** The texts as written, so a test names what the reader sees (features may not import messages). */
export { en, km };
