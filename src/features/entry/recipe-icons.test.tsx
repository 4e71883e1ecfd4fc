import { describe } from 'vitest';
import { itRendersAsLucide } from '@/ui/testing/lucide-parity';
import * as icons from './recipe-icons';

describe("a recipe's icons", () => itRendersAsLucide(icons));
