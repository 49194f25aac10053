import { domProject } from '../tools/vitest/dom-project';

export default domProject('shared-ui');
