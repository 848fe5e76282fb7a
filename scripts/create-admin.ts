// npm run create-admin: the firm's first administrator, for a firm that starts without the demo
// data (issue 35). Applies the migrations first (as `npm start` does, on the same DATABASE_URL;
// never the demo seed), then asks on the terminal for the first name, last name, email and the
// password (typed twice, not shown). For scripts:
//   npm run create-admin -- --email a@firm.example --first-name A --last-name B < password-file
// reads the password from the first line of standard input. Refused (exit 1) while an active
// administrator exists, and under the firm's password policy; bad usage exits 2.
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";

const USAGE = `Usage: npm run create-admin [-- --email EMAIL --first-name FIRST --last-name LAST]
  On a terminal it asks for what the options do not give, and for the password (twice, hidden).
  Otherwise give all three options and the password as the first line of standard input.`;

type Values = { firstName: string; lastName: string; email: string; password: string };

function readOptions() {
  try {
    return parseArgs({
      options: {
        email: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
}

/** Questions on the terminal; a hidden one mutes the echo of what is typed. */
function terminal() {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const lines = createInterface({ input: process.stdin, output, terminal: true });
  return {
    ask: async (question: string) => (await lines.question(question)).trim(),
    askHidden: async (question: string) => {
      process.stdout.write(question);
      muted = true;
      try {
        return await lines.question("");
      } finally {
        muted = false;
        process.stdout.write("\n");
      }
    },
    close: () => lines.close(),
  };
}

/** The first line of standard input (a script's password), without its line ending. */
async function firstLineOfInput(): Promise<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

async function gather(options: ReturnType<typeof readOptions>): Promise<Values> {
  const given = {
    firstName: options["first-name"],
    lastName: options["last-name"],
    email: options.email,
  };
  if (!process.stdin.isTTY) {
    if (!given.firstName || !given.lastName || !given.email) {
      console.error(`Without a terminal, give --email, --first-name and --last-name.\n${USAGE}`);
      process.exit(2);
    }
    return { ...given, password: await firstLineOfInput() } as Values;
  }
  const tty = terminal();
  try {
    const firstName = given.firstName ?? (await tty.ask("First name: "));
    const lastName = given.lastName ?? (await tty.ask("Last name: "));
    const email = given.email ?? (await tty.ask("Email: "));
    const password = await tty.askHidden("Password: ");
    if ((await tty.askHidden("Type the password again: ")) !== password) {
      console.error("The two passwords are not the same. Nothing was created.");
      process.exit(1);
    }
    return { firstName, lastName, email, password };
  } finally {
    tty.close();
  }
}

const options = readOptions();
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const { sequelize, User } = await import("~/models/index.server");
const { prepareDatabase } = await import("../db/migrator");
const { ADMINISTRATOR_EXISTS, createFirstAdministrator } =
  await import("~/services/accounts.server");
const { ServiceError } = await import("~/utils/service-error");

try {
  const { migrations } = await prepareDatabase(sequelize, { seedDemo: false });
  if (migrations.length > 0) console.log(`Applied ${migrations.length} migrations.`);
  // Said before anyone types a password; the service checks again.
  if ((await User.count({ where: { role: "admin", disabledAt: null } })) > 0) {
    throw new ServiceError(409, ADMINISTRATOR_EXISTS);
  }
  const admin = await createFirstAdministrator(await gather(options));
  console.log(
    `Administrator ${admin.firstName} ${admin.lastName} (${admin.email}) created. Sign in with this email and password.`,
  );
} catch (error) {
  if (!(error instanceof ServiceError)) throw error;
  const details = Object.values(error.fieldErrors ?? {})
    .flat()
    .filter((message) => message !== error.message);
  console.error([error.message, ...details].join("\n"));
  process.exitCode = 1;
} finally {
  await sequelize.close();
}
