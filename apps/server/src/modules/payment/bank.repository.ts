import { Injectable } from '@nestjs/common';
import type { Bank } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';

@Injectable()
export class BankRepository {
  list(manager: EntityManager): Promise<Bank[]> {
    return manager.query('SELECT code, name FROM bank ORDER BY sort, code');
  }
}
