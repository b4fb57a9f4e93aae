print("blocks-bench")
