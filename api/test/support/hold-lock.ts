// Run as a separate process by lock.test.ts: takes the lock named on the command line and waits.
import { acquireLock } from '../../src/db/lock.ts'

acquireLock(process.argv[2]!)
process.stdout.write('locked\n')
setInterval(() => {}, 1000)
