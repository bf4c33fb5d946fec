import type { AboutUsForm } from '#shared/schemas/about-us.ts';
import {
  addedResponseSchema,
  removedResponseSchema,
  updatedResponseSchema,
} from '#shared/schemas/common.ts';
import { toFormData, type FormPart } from '#web/components/admin/form/form-data.ts';
import { api, type SendOptions } from '#web/lib/api-client.ts';
import { z } from 'zod';
import { orderedResponseSchema } from '#shared/schemas/order.ts';
import { partnerListSchema } from '#shared/schemas/partner.ts';
import { teamMemberSchema } from '#shared/schemas/team.ts';

const path = encodeURIComponent;

/** The team, partner and about-us calls of SPEC.md section 7 and DESIGN.md section 11. */
export const teamApi = {
  /** Multipart: caption, text, description, instagram, email, image. */
  addMember: (parts: Record<string, FormPart>, send: SendOptions) =>
    api.post('/api/team/add', toFormData(parts), addedResponseSchema, send),
  /** Without an `image` part the photo stays. */
  updateMember: (id: string, parts: Record<string, FormPart>, send: SendOptions) =>
    api.post(`/api/team/update/${path(id)}`, toFormData(parts), updatedResponseSchema, send),
  /** Every member in the saved order (the sort mode reads it again when the list changed meanwhile). */
  members: (signal: AbortSignal) => api.get('/api/team', z.array(teamMemberSchema), signal),
  removeMember: (id: string) => api.get(`/api/team/remove/${path(id)}`, removedResponseSchema),
  /** Every member's id, in the new order. */
  saveMemberOrder: (ids: string[], send: SendOptions) =>
    api.post(
      '/api/team/order',
      toFormData({ list: JSON.stringify(ids) }),
      orderedResponseSchema,
      send,
    ),

  /** Multipart: name, url, alt, image (the logo). */
  addPartner: (parts: Record<string, FormPart>, send: SendOptions) =>
    api.post('/api/logo/add', toFormData(parts), addedResponseSchema, send),
  /** Without an `image` part the logo stays. */
  updatePartner: (id: string, parts: Record<string, FormPart>, send: SendOptions) =>
    api.post(`/api/partners/update/${path(id)}`, toFormData(parts), updatedResponseSchema, send),
  /** Every partner in the saved order. */
  partners: (signal: AbortSignal) => api.get('/api/partners', partnerListSchema, signal),
  removePartner: (id: string) => api.get(`/api/partners/remove/${path(id)}`, removedResponseSchema),
  /** Every partner's id, in the new order. */
  savePartnerOrder: (ids: string[], send: SendOptions) =>
    api.post(
      '/api/logo/order',
      toFormData({ list: JSON.stringify(ids) }),
      orderedResponseSchema,
      send,
    ),

  /** JSON, not multipart: there is no file. */
  updateAbout: (texts: AboutUsForm) =>
    api.post('/api/about_us/update', texts, z.object({ status: z.literal(200) })),
};
