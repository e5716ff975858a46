import { startTestStack } from "./harness";
const stack = await startTestStack();
console.log("URL", stack.url);
process.on("SIGTERM", async () => { await stack.dispose(); process.exit(0); });
setInterval(() => {}, 1 << 30);
