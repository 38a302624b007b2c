import { ORDER_STATUSES, type OrderStatus, OrderStatusSchema } from '@canasta/contract';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { cliCatalogueChanges } from './cli-catalogue-changes';
import { openDatabase } from '../db/database';
import { AppError } from '../errors';
import { advanceOrder } from '../modules/orders/order-status.service';
import { createOrderEventsBroadcast } from '../modules/orders/order-events.broadcast';
import { createCardProvider } from '../providers/payments/create-card-provider';
import { JOBS_USAGE, runJobs } from './ops-jobs';
import { MAINTENANCE_USAGE, runMaintenance } from './ops-maintenance';
import { USER_ROLE_USAGE, runUserRole } from './ops-user-role';

const USAGE = `Usage: npm run ops -- order:advance <order number> <status>
       ${USER_ROLE_USAGE}
       ${MAINTENANCE_USAGE}
       ${JOBS_USAGE}
Statuses: ${ORDER_STATUSES.join(', ')}`;

/**
 * Operator commands against the server's database (same DATABASE_URL and provider keys).
 * Returns the process exit code.
 */
export async function runOps(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [command, number, status] = args;
  if (command === 'user:role') return runUserRole(args.slice(1), env);
  if (command === 'settings:maintenance') return runMaintenance(args.slice(1), env);
  if (command === 'jobs:failed' || command === 'jobs:retry') {
    return runJobs(command, args.slice(1), env);
  }
  if (command !== 'order:advance' || !number || !isStatus(status)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  const database = openDatabase(config.databaseUrl);
  const catalogueChanges = cliCatalogueChanges(config.redisUrl);
  // No streams here: with REDIS_URL the servers' order boards are told of the move.
  const orderEvents = createOrderEventsBroadcast(config.redisUrl, consoleLog, { listens: false });
  try {
    const order = await advanceOrder(
      {
        db: database.db,
        clock: systemClock,
        cardProvider: createCardProvider(config, database.db),
        catalogueChanges,
        orderEvents,
      },
      number,
      status,
      'cli',
    );
    console.log(`Pedido ${order.number}: ${order.status} (pago: ${order.payment_status})`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await catalogueChanges.close();
    await orderEvents.close();
    await database.close();
  }
}

const consoleLog = {
  warn: (_details: object, message: string) => console.warn(message),
  error: (_details: object, message: string) => console.error(message),
};

function isStatus(value: string | undefined): value is OrderStatus {
  return OrderStatusSchema.safeParse(value).success;
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  process.exitCode = await runOps(process.argv.slice(2));
}
