/**
 * @generated SignedSource<<c256bb31ba41311bcc7e77292662c3c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OpsGalleryPage_gallery$data = {
  readonly address: string;
  readonly city: string;
  readonly description: string;
  readonly email: string;
  readonly id: string;
  readonly name: string;
  readonly nameEn: string;
  readonly number: number;
  readonly openingHours: string;
  readonly phone: string;
  readonly website: string;
  readonly " $fragmentType": "OpsGalleryPage_gallery";
};
export type OpsGalleryPage_gallery$key = {
  readonly " $data"?: OpsGalleryPage_gallery$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpsGalleryPage_gallery">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpsGalleryPage_gallery",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nameEn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openingHours",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "website",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    }
  ],
  "type": "ManagedGallery",
  "abstractKey": null
};

(node as any).hash = "6c6de72ec8296e0fa7fba3aa8d0d71bc";

export default node;
