import { describe } from 'vitest';
import * as site from './icons';
import * as app from './app-icons';
import { itRendersAsLucide } from './testing/lucide-parity';

describe('the shared public icons', () => itRendersAsLucide(site));
describe('the app icons', () => itRendersAsLucide(app));
