/**
 * @generated SignedSource<<4acdf34e574f3e931d06215701ff98f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArtworkMedium = "ACRYLIC" | "CALLIGRAPHY" | "DRAWING" | "INK" | "INSTALLATION" | "MIXED_MEDIA" | "OIL" | "PHOTOGRAPHY" | "PRINT" | "SCULPTURE" | "WATERCOLOR" | "%future added value";
export type ArtworkSubmissionArtistKind = "existing" | "new" | "self" | "%future added value";
export type ArtworkSubmissionShipping = "collect" | "fixed" | "free" | "%future added value";
export type ArtworkSubmissionState = "draft" | "listed" | "pending" | "rejected" | "sold" | "taken_down" | "%future added value";
export type UserErrorCode = "CONFLICT" | "FORBIDDEN" | "INVALID" | "NOT_FOUND" | "TOO_MANY" | "UNAUTHENTICATED" | "UNAVAILABLE" | "%future added value";
export type UpdateArtworkDraftInput = {
  form: ArtworkFormInput;
  id: string;
  version: number;
};
export type ArtworkFormInput = {
  artistId?: string | null | undefined;
  artistKind?: ArtworkSubmissionArtistKind | null | undefined;
  artistName?: string | null | undefined;
  certificate?: boolean | null | undefined;
  depthCm?: number | null | undefined;
  description?: string | null | undefined;
  editionNumber?: number | null | undefined;
  editionSize?: number | null | undefined;
  framed?: boolean | null | undefined;
  heightCm?: number | null | undefined;
  images?: ReadonlyArray<SubmissionImageInput> | null | undefined;
  materials?: string | null | undefined;
  medium?: ArtworkMedium | null | undefined;
  price?: string | null | undefined;
  shipFrom?: string | null | undefined;
  shipping?: ArtworkSubmissionShipping | null | undefined;
  shippingFee?: string | null | undefined;
  signed?: boolean | null | undefined;
  title?: string | null | undefined;
  widthCm?: number | null | undefined;
  year?: number | null | undefined;
};
export type SubmissionImageInput = {
  height: number;
  key: string;
  width: number;
};
export type ArtworkFormUpdateMutation$variables = {
  input: UpdateArtworkDraftInput;
};
export type ArtworkFormUpdateMutation$data = {
  readonly updateArtworkDraft: {
    readonly artwork: {
      readonly id: string;
      readonly state: ArtworkSubmissionState;
      readonly version: number;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type ArtworkFormUpdateMutation = {
  response: ArtworkFormUpdateMutation$data;
  variables: ArtworkFormUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ArtworkSubmissionPayload",
    "kind": "LinkedField",
    "name": "updateArtworkDraft",
    "plural": false,
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
            "name": "field",
            "storageKey": null
          },
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
            "name": "code",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ArtworkSubmission",
        "kind": "LinkedField",
        "name": "artwork",
        "plural": false,
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
            "name": "version",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ArtworkFormUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ArtworkFormUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "857c3123441172270e65922fc62d5294",
    "id": null,
    "metadata": {},
    "name": "ArtworkFormUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation ArtworkFormUpdateMutation(\n  $input: UpdateArtworkDraftInput!\n) {\n  updateArtworkDraft(input: $input) {\n    userErrors {\n      field\n      message\n      code\n    }\n    artwork {\n      id\n      version\n      state\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "67fc17ffd0f4069b48180e07beabd829";

export default node;
