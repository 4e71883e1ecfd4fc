import { describe } from 'vitest';
import { itRendersAsLucide } from '@/ui/testing/lucide-parity';
import * as icons from './update-icons';

describe("the Big Update tiles' icons", () => itRendersAsLucide(icons));
