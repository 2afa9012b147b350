import { z } from 'zod';
import {
  bankDetailsSchema,
  cardDetailsSchema,
  createDepositSchema,
  createWithdrawalSchema,
  parseAmount,
  type PaymentSystem,
} from '@fortuna/contracts';
import { amountProblem, type AmountRange } from './AmountInput';

/**
 * The cashier's forms, validated in the browser by the contract's own request schemas: each card
 * and bank field is the contract's, and the amount the player types (text) must read as an amount
 * inside the payment system's range before it becomes the contract's minor units. The result of a
 * form is the contract's request body. An amount error's message is a key of the cashier's
 * catalogue; a card or bank field the contract refuses shows "check this field".
 */
export interface DepositValues {
  amount: string;
  cardNumber: string;
  cardHolder: string;
  cardExpiry: string;
  cardCvc: string;
}
export interface WithdrawalValues {
  amount: string;
  methodId: string;
  iban: string;
  bankHolder: string;
}
export type DepositBody = z.infer<typeof createDepositSchema>;
export type WithdrawalBody = z.infer<typeof createWithdrawalSchema>;

/** The amount field: text that reads as minor units inside the range (the message names the problem). */
const amountText = (range: AmountRange) =>
  z.string().transform((text, ctx) => {
    const minor = parseAmount(text);
    const problem = amountProblem(minor, range);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem.key });
      return z.NEVER;
    }
    return minor!;
  });

/** A field that only the other kind of payment system uses. */
const unused = z.string();

/** Deposit: the amount, and the card for a card system. */
export function depositFormSchema(system: PaymentSystem) {
  const card = system.kind === 'card';
  const fields = cardDetailsSchema.shape;
  return z
    .object({
      amount: amountText(system.deposit!),
      cardNumber: card ? fields.number : unused,
      cardHolder: card ? fields.holder : unused,
      cardExpiry: card ? fields.expiry : unused,
      cardCvc: card ? fields.cvc : unused,
    })
    .transform((v): DepositBody =>
      createDepositSchema.parse({
        paymentSystem: system.id,
        amount: v.amount,
        card: card ? { number: v.cardNumber, holder: v.cardHolder, expiry: v.cardExpiry, cvc: v.cardCvc } : undefined,
      }),
    );
}

/** Withdrawal: the amount, and the payout card (picked) or the bank account. */
export function withdrawalFormSchema(system: PaymentSystem) {
  const bank = system.kind === 'bank';
  const fields = bankDetailsSchema.shape;
  return z
    .object({
      amount: amountText(system.withdrawal!),
      methodId: z.string(),
      iban: bank ? fields.iban : unused,
      bankHolder: bank ? fields.holder : unused,
    })
    .transform((v): WithdrawalBody =>
      createWithdrawalSchema.parse({
        paymentSystem: system.id,
        amount: v.amount,
        ...(bank ? { bank: { iban: v.iban, holder: v.bankHolder } } : { methodId: v.methodId || undefined }),
      }),
    );
}

/** The 3-D Secure step: the code the bank sent. */
export const threeDsFormSchema = z.object({ code: z.string().trim().min(1) });
