import { Injectable } from '@nestjs/common';
import type { Bank as BankAnswer } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { Bank } from './entities/bank.entity.js';

@Injectable()
export class BankRepository {
  /** The banks members can be paid to, in the shop's order. */
  list(manager: EntityManager): Promise<BankAnswer[]> {
    return manager.find(Bank, {
      select: { code: true, name: true },
      order: { sort: 'ASC', code: 'ASC' },
    });
  }
}
