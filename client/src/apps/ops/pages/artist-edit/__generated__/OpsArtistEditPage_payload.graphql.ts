/**
 * @generated SignedSource<<68976568f41d2c455ec773d3a7024719>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PublicationAction = "PUBLISH" | "SCHEDULE" | "UNPUBLISH" | "UNSCHEDULE" | "%future added value";
export type PublicationState = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "UNPUBLISHED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OpsArtistEditPage_payload$data = {
  readonly artist: {
    readonly allowedActions: ReadonlyArray<{
      readonly action: PublicationAction;
      readonly label: string;
    }>;
    readonly bio: string;
    readonly birthYear: number | null | undefined;
    readonly galleries: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly hasDraft: boolean;
    readonly id: string;
    readonly name: string;
    readonly nameEn: string;
    readonly number: number;
    readonly portrait: {
      readonly height: number;
      readonly srcset: string;
      readonly url: string;
      readonly width: number;
    } | null | undefined;
    readonly portraitKey: string;
    readonly publishAt: string | null | undefined;
    readonly region: string;
    readonly state: PublicationState;
    readonly stateLabel: string;
  } | null | undefined;
  readonly userErrors: ReadonlyArray<{
    readonly field: string | null | undefined;
    readonly message: string;
  }>;
  readonly " $fragmentType": "OpsArtistEditPage_payload";
};
export type OpsArtistEditPage_payload$key = {
  readonly " $data"?: OpsArtistEditPage_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpsArtistEditPage_payload">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpsArtistEditPage_payload",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UserError",
      "kind": "LinkedField",
      "name": "userErrors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OpsArtist",
      "kind": "LinkedField",
      "name": "artist",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        (v1/*:: as any*/),
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
          "name": "birthYear",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "region",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bio",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "portraitKey",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Picture",
          "kind": "LinkedField",
          "name": "portrait",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": [
                {
                  "kind": "Literal",
                  "name": "width",
                  "value": 640
                }
              ],
              "kind": "ScalarField",
              "name": "url",
              "storageKey": "url(width:640)"
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "srcset",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "width",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "height",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OpsArtistGallery",
          "kind": "LinkedField",
          "name": "galleries",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stateLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasDraft",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "publishAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PublicationActionItem",
          "kind": "LinkedField",
          "name": "allowedActions",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "action",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OpsArtistPayload",
  "abstractKey": null
};
})();

(node as any).hash = "758716f72875032a26ccaf2a15c958c8";

export default node;
