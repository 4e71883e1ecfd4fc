import { describe, expect, it } from 'vitest';
import { labelCaseProblem, titleCase } from './label-case';

describe('button labels: Title Case', () => {
  it.each(['Save Draft', 'Add Cheese', 'Create Article', 'Get Our App', 'Sign Out', 'Back to Home', 'Send a Test to Me', 'Import 3 Rows', 'Export CSV', 'Keep Mine', 'Submit for Review', 'Saving...', 'Unpublish and Save Draft', 'Send to 1,204 Active Subscribers', 'Delete', 'Sign In', 'Set Up Your Byline', 'Log Off'])(
    'accepts %j',
    (label) => expect(labelCaseProblem(label)).toBeNull(),
  );

  it.each([
    ['Save draft', '"draft" should start with a capital'],
    ['Keep mine', '"mine" should start with a capital'],
    ['New announcement', '"announcement" should start with a capital'],
    ['Back To Home', '"To" is a joining word: lower case inside a label'],
    ['show older', '"show" should start with a capital'],
    ['Start a new article', '"new" should start with a capital'],
    ['Sign in', '"in" should start with a capital'],
    ['Back For Now', '"For" is a joining word: lower case inside a label'],
  ])('refuses %j', (label, problem) => expect(labelCaseProblem(label)).toBe(problem));

  it('writes a label in the rule', () => {
    expect(titleCase('save draft')).toBe('Save Draft');
    expect(titleCase('send a test to me')).toBe('Send a Test to Me');
    expect(titleCase('import 3 rows')).toBe('Import 3 Rows');
    expect(titleCase('export CSV')).toBe('Export CSV');
    expect(titleCase('sign in')).toBe('Sign In');
    for (const label of ['save draft', 'send a test to me', 'back to home']) expect(labelCaseProblem(titleCase(label))).toBeNull();
  });
});
