// The catalog team's standalone page (the parcel without the shell, against the local backend).
import { mountStandalonePage } from 'shared-ui/standalone';
import * as parcel from './parcel';

mountStandalonePage('catalog', parcel);
