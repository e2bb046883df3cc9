/**
 * A bound on the database connections held while the payment gateway is asked something
 * (docs/payments.md "Orders and the connection pool"). Making an order keeps its
 * transaction open across the gateway's answer (so a second request with the same key
 * waits on the key's row and the gateway is asked once), and a gateway answers in hundreds
 * of milliseconds: 200 buyers checking out at once held every connection of the pool (10)
 * that long, and the gateway's webhooks, the checkout's verify and every other request
 * waited seconds for one. At most `slots` such calls run at once; the others wait here,
 * first come first served, holding nothing (server/work-slots.ts).
 */
import { workSlots, type WorkSlots } from '../work-slots.ts';

export type GatewaySlots = WorkSlots;

export function gatewaySlots(slots: number): GatewaySlots {
  return workSlots(slots);
}
