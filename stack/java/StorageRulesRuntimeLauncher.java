import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * firebase-tools starts the Storage rules runtime as `java -jar <jar> serve`.
 * This launcher hands that over to QueryHub's TypeScript runtime:
 * `node <runtime> serve`, with inherited stdio, exiting with its code.
 * The node binary and runtime path are written into launcher.properties when the JAR is generated.
 */
public final class StorageRulesRuntimeLauncher {
  private StorageRulesRuntimeLauncher() {}

  public static void main(String[] args) throws Exception {
    Properties props = new Properties();
    try (InputStream in = StorageRulesRuntimeLauncher.class.getResourceAsStream("/launcher.properties")) {
      if (in == null) {
        System.err.println("launcher.properties is missing from the rules runtime launcher JAR");
        System.exit(2);
      }
      props.load(in);
    }
    List<String> command = new ArrayList<>();
    command.add(props.getProperty("node"));
    command.add(props.getProperty("runtime"));
    for (String arg : args) {
      command.add(arg);
    }
    Process child = new ProcessBuilder(command).inheritIO().start();
    Runtime.getRuntime().addShutdownHook(new Thread(child::destroy));
    System.exit(child.waitFor());
  }
}
